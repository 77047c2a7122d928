import Foundation
import FlowModel

/// A URL's query as items and back, for `get-component-of-url` and
/// `make-url`: names and values percent-encoded by Operations'
/// `PercentEncoding` (a space as `%20`, `&`, `=`, `+` always encoded), so
/// any text survives the round trip.
enum URLParts {
    /// `a=1&b=x%20y` as `[a: "1", b: "x y"]`, in order; a `+` read as a
    /// space, as forms write it. Foundation's items are the fallback for a
    /// pair that does not decode.
    static func decodedItems(_ query: String, fallback: [URLQueryItem]) -> [RuntimeValue.Entry] {
        query.split(separator: "&", omittingEmptySubsequences: true).enumerated().map { index, pair in
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode: (Substring) -> String? = { try? PercentEncoding.decode(String($0), mode: .form) }
            let name = decode(halves[0]) ?? (index < fallback.count ? fallback[index].name : String(halves[0]))
            let value = halves.count > 1 ? (decode(halves[1]) ?? (index < fallback.count ? fallback[index].value ?? "" : "")) : ""
            return .init(key: name, value: .string(value))
        }
    }

    /// `a=1&b=x%20y` from the entries, in order.
    static func query(_ entries: [RuntimeValue.Entry]) -> String {
        entries.map { PercentEncoding.encode($0.key) + "=" + PercentEncoding.encode($0.value.description) }.joined(separator: "&")
    }
}
