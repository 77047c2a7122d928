import Testing
@testable import FlowActions

/// Vectors from RFC 1321 (MD5), FIPS 180-2's examples (SHA-1, SHA-256,
/// SHA-512), and inputs at the padding's edges (55, 56, 63, 64, 111, 112,
/// 127, 128 bytes) whose digests were taken from Python's hashlib.
@Suite struct HashingTests {
    @Test func md5MatchesRFC1321() {
        #expect(HashAlgorithm.md5.hex("") == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(HashAlgorithm.md5.hex("abc") == "900150983cd24fb0d6963f7d28e17f72")
        #expect(HashAlgorithm.md5.hex("message digest") == "f96b697d7cb7938d525a2f31aaf161d0")
        #expect(HashAlgorithm.md5.hex(String(repeating: "1234567890", count: 8)) == "57edf4a22be3c955ac49da2e2107b67a")
    }

    @Test func sha1MatchesFIPS180() {
        #expect(HashAlgorithm.sha1.hex("") == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(HashAlgorithm.sha1.hex("abc") == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(HashAlgorithm.sha1.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
    }

    @Test func sha1OfAMillionAs() {
        #expect(HashAlgorithm.sha1.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }

    @Test func sha256IsFlowStatesAndMatchesFIPS180() {
        #expect(HashAlgorithm.sha256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(HashAlgorithm.sha256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func sha512MatchesFIPS180() {
        #expect(HashAlgorithm.sha512.hex("") == "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e")
        #expect(HashAlgorithm.sha512.hex("abc") == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f")
        // Two blocks (FIPS 180-2, C.2).
        #expect(HashAlgorithm.sha512.hex("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu")
                == "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909")
    }

    static let paddingEdges: [(Int, String, String, String, String)] = [
        (55, "52c0e574e1198de5fe3f8f11440dcb1b", "ddf57317ef34bfee3b6df83d359098930eb278bc", "e7313d333c272e63", "14fd424b1fcadee624da946ab03f7e1d"),
        (56, "46c9907fc908ee68b1e7b8e71286a518", "a0d492bb0fc889d0eca3bc137066ab6f4f74f369", "4324d65f3c103567", "480fa85be41ef55a41208ca28ffc8743"),
        (63, "a62f6d59e837867693f042f5b8f5a236", "c55856749bef509bdfe6bfebfc7bf4e793e82132", "81c80242132f230c", "ecd42a703a4e93e163d60d55e3785b1a"),
        (64, "7160b8fb5e9e4023d549c3971fbaeead", "bede92be29c3874e1b54ddc77988d606fc857a8e", "39e3d7b6b5d075d3", "8f3cc30b3fb5bf963688a46488249248"),
        (111, "13f00cb15f0c3fe588d1c17cde14b38f", "4a01b1272627e5be00f57bc3c3029c23a452e629", "67d9492e628fd376", "68cffa6d0d76f309c9ce0d35280939f8"),
        (112, "5fe6a9f76b541ec645559589da9a088a", "54c08c2a0ed21de25e3d8606c3929454eb1d3f8b", "96b928cff8528dbb", "d0865c524d1dddf7c23b799c413f5adc"),
        (127, "acce2474d6cc8302120d09c818d17ef7", "34d5e582029e9b9b85b2febe31da3db7cdabaaea", "a8d23e75d936f303", "e0b6a20f1c0c88970a9340152cd5a1c1"),
        (128, "10b2da1a82f16d99a81a7203fe9f02cb", "a09133e6730ffe899efb70204cb5646cd5dc24ee", "d2742f1f4ac6bb7c", "99b16f17aa0b969a5b8f08f367719d51"),
        (1000, "10046f077f2082ac19676b8079f1cb1a", "4231a8a50a10fa9758db8ec71fdef855b751048a", "1e9bc38cbf860b9e", "00e36fccf193e59697a92b5ab24666ce"),
    ]

    @Test(arguments: paddingEdges.indices)
    func inputsAtThePaddingsEdges(_ row: Int) {
        let (length, md5, sha1, sha256Prefix, sha512Prefix) = Self.paddingEdges[row]
        let bytes = (0..<length).map { UInt8(($0 * 7 + 3) % 256) }
        #expect(HashAlgorithm.md5.hex(bytes) == md5)
        #expect(HashAlgorithm.sha1.hex(bytes) == sha1)
        #expect(HashAlgorithm.sha256.hex(bytes).hasPrefix(sha256Prefix))
        #expect(HashAlgorithm.sha512.hex(bytes).hasPrefix(sha512Prefix))
    }

    @Test func textIsHashedAsItsUTF8Bytes() {
        #expect(HashAlgorithm.sha256.hex("café 👋") == HashAlgorithm.sha256.hex(Array("café 👋".utf8)))
        #expect(HashAlgorithm.allCases.map { $0.hex("x").count } == [32, 40, 64, 128])
    }

    @Test func aNewUUIDIsVersion4AndNew() {
        let first = Identifiers.newUUID(), second = Identifiers.newUUID()
        #expect(first != second)
        #expect(first.count == 36)
        #expect(Array(first)[14] == "4")
    }
}
