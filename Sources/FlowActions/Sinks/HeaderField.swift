/// An HTTP header line (RFC 9110 §5): a carriage return or line feed in a
/// value would end the header and start another (or the body), so a value
/// from a template could add headers of its own. Refused, never stripped.
public enum HeaderField {
    public static func check(name: String, value: String) throws(SinkError) {
        guard !name.isEmpty, name.utf8.allSatisfy(isTokenByte) else {
            throw SinkError("'\(URLTemplate.preview(name))' cannot be a header's name: only letters, digits and !#$%&'*+-.^_`|~ may be")
        }
        if let bad = value.unicodeScalars.first(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) {
            let what = bad == "\0" ? "a NUL byte" : bad == "\r" ? "a carriage return" : "a line feed"
            throw SinkError("the value of header '\(name)' contains \(what), which would end the header")
        }
    }

    /// `tchar` of RFC 9110 §5.6.2.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        PercentEncoding.isUnreserved(byte) || "!#$%&'*+^`|".utf8.contains(byte)
    }
}
