import Foundation
import Testing
import FlowModel
@testable import FlowActions

/// The web actions' pure pieces: bodies, query items, links in text.
@Suite struct WebPartsTests {
    @Test func multipartPartsAreFramedByCRLFAndTheBoundary() {
        let body = MultipartBody.encode([.field(name: "a\"b", value: "x\r\ny"), .file(name: "f", filename: "n\n.txt", data: Data([0, 13, 10]))],
                                        boundary: "B")
        var expected = Data("--B\r\nContent-Disposition: form-data; name=\"a%22b\"\r\n\r\nx\r\ny\r\n".utf8)
        expected.append(Data("--B\r\nContent-Disposition: form-data; name=\"f\"; filename=\"n%0A.txt\"\r\nContent-Type: application/octet-stream\r\n\r\n".utf8))
        expected.append(Data([0, 13, 10]))
        expected.append(Data("\r\n--B--\r\n".utf8))
        #expect(body == expected)
        #expect(MultipartBody.encode([], boundary: "B") == Data("--B--\r\n".utf8))
    }

    @Test func bodiesTakeTheKindTheirValueOrTheCallSays() throws {
        let fields = RuntimeValue.dictionary([.init(key: "a b", value: .string("1+1")), .init(key: "c", value: .integer(2))])
        let none: (String) throws -> Data = { _ in Data() }
        #expect(RequestBody.defaultKind(for: fields) == .json)
        #expect(RequestBody.defaultKind(for: .string("a=1")) == .raw)
        #expect(try RequestBody.encode(fields, as: .form, boundary: "B", readFile: none)
                == .init(data: Data("a+b=1%2B1&c=2".utf8), contentType: "application/x-www-form-urlencoded"))
        #expect(try RequestBody.encode(fields, as: .json, boundary: "B", readFile: none).data == Data(#"{"a b":"1+1","c":2}"#.utf8))
        #expect(throws: RequestBody.Problem.self) { try RequestBody.encode(.string("a=1"), as: .form, boundary: "B", readFile: none) }
        let upload = try RequestBody.encode(.dictionary([.init(key: "f", value: .file(path: "/tmp/x/p.png"))]), as: .multipart, boundary: "B") { path in
            Data(path.utf8)
        }
        #expect(upload.contentType == "multipart/form-data; boundary=B")
        #expect(String(decoding: upload.data, as: UTF8.self).contains("filename=\"p.png\"\r\nContent-Type: application/octet-stream\r\n\r\n/tmp/x/p.png\r\n"))
        #expect(RequestBody.randomBoundary() != RequestBody.randomBoundary())
        #expect(RequestBody.randomBoundary().count == 37)
    }

    @Test func queryItemsDecodeAndEncodeAnyText() {
        let entries = URLParts.decodedItems("soup=tomato%20%26%20basil&n=2&flag&plus=a+b", fallback: [])
        #expect(entries == [.init(key: "soup", value: .string("tomato & basil")), .init(key: "n", value: .string("2")),
                            .init(key: "flag", value: .string("")), .init(key: "plus", value: .string("a b"))])
        #expect(URLParts.query([.init(key: "a&b", value: .string("c=d e+"))]) == "a%26b=c%3Dd%20e%2B")
    }

    @Test func linksAreFoundInProseWithoutTheirPunctuation() {
        let text = "Menu at https://example.com/menu?day=1, photos (www.example.org/p) and mailto:chef@example.com. Not me@example.com or http://"
        #expect(LinkScanner.links(in: text) == ["https://example.com/menu?day=1", "https://www.example.org/p", "mailto:chef@example.com"])
        #expect(LinkScanner.links(in: "see https://en.wikipedia.org/wiki/Soup_(disambiguation).") == ["https://en.wikipedia.org/wiki/Soup_(disambiguation)"])
        #expect(LinkScanner.links(in: "") == [])
    }

    @Test func deviceDetailsReadWhatTheSystemReportsAndNothingElse() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flow-device-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["proc", "etc", "sys/class/power_supply/BAT0", "sys/class/power_supply/AC"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try "MemTotal:       16318480 kB\nMemFree: 1 kB\n".write(to: root.appendingPathComponent("proc/meminfo"), atomically: true, encoding: .utf8)
        try "12345.67 999.0\n".write(to: root.appendingPathComponent("proc/uptime"), atomically: true, encoding: .utf8)
        try "NAME=\"Debian GNU/Linux\"\nVERSION_ID=\"12\"\nPRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\n"
            .write(to: root.appendingPathComponent("etc/os-release"), atomically: true, encoding: .utf8)
        let path = root.path
        #expect(DeviceDetails.read(.memory, root: path) == .integer(16318480 * 1024))
        #expect(DeviceDetails.read(.uptime, root: path) == .duration(seconds: 12345.67))
        #expect(DeviceDetails.read(.os, root: path) == .string("Debian GNU/Linux 12 (bookworm)"))
        #expect(DeviceDetails.read(.osVersion, root: path) == .string("12"))
        #expect(DeviceDetails.read(.battery, root: path) == .nothing)
        try "87\n".write(to: root.appendingPathComponent("sys/class/power_supply/BAT0/capacity"), atomically: true, encoding: .utf8)
        #expect(DeviceDetails.read(.battery, root: path) == .integer(87))
        if case .integer(let count) = DeviceDetails.read(.cpuCount) { #expect(count >= 1) } else { Issue.record("cpu-count is not a number") }
    }
}
