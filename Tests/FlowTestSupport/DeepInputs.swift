/// Generators of deep and long inputs for the fuzz runs of every phase.
///
/// Byte mutations rarely build a chain of 10,000 operators or 150 nested
/// brackets, yet those are what exhaust a stack or turn a phase quadratic.
/// Each shape makes a whole `.flow` file from a count: nesting shapes get
/// deeper with it, flat shapes longer. Small counts give files that check
/// cleanly (so the checker, graph builder and interpreter see them), large
/// ones pass the parser's nesting limit (so its diagnostic and recovery run).
public enum DeepInputs {
    public struct Shape: Sendable {
        public let name: String
        /// True when the count is nesting depth (it must hit the limit when
        /// large); false for flat length (lists, templates, statements), which
        /// stays legal at any size.
        public let nests: Bool
        public let make: @Sendable (Int) -> String

        public func callAsFunction(_ count: Int) -> String { make(count) }
    }

    /// A shortcut that shows `expression`, after the names it may use.
    static func showing(_ expression: String) -> String {
        "shortcut \"Deep\" {\n  let x = [1]\n  let t = true\n  let s = \"a\"\n  show-result(" + expression + ")\n}\n"
    }

    static func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

    public static let shapes: [Shape] = [
        Shape(name: "additions", nests: true) { showing("1" + repeated(" + 1", $0)) },
        Shape(name: "mixed arithmetic", nests: true) { count in
            showing("1" + (0..<count).map { [" + 2", " * 3", " - 4", " % 5", " / 6"][$0 % 5] }.joined())
        },
        Shape(name: "and/or", nests: true) { count in showing("t" + (0..<count).map { $0 % 2 == 0 ? " and t" : " or t" }.joined()) },
        Shape(name: "concatenations", nests: true) { showing("s" + repeated(" + \"b\"", $0)) },
        Shape(name: "negations", nests: true) { showing(repeated("-", $0) + "1") },
        Shape(name: "nots", nests: true) { showing(repeated("not ", $0) + "t") },
        Shape(name: "property path", nests: true) { showing("x" + repeated(".count", $0)) },
        Shape(name: "dots", nests: true) { showing(repeated("x.", $0) + "x") },
        Shape(name: "calls", nests: true) { showing("f" + repeated("()", $0)) },
        Shape(name: "subscripts", nests: true) { showing("x" + repeated("[0]", $0)) },
        Shape(name: "parentheses", nests: true) { showing(repeated("(", $0) + "1" + repeated(")", $0)) },
        Shape(name: "lists", nests: true) { showing(repeated("[", $0) + "1" + repeated("]", $0)) },
        Shape(name: "dictionaries", nests: true) { showing(repeated("[k: ", $0) + "1" + repeated("]", $0)) },
        Shape(name: "interpolations", nests: true) { showing(repeated("\"${", $0) + "1" + repeated("}\"", $0)) },
        Shape(name: "deep operand of a chain", nests: true) { count in
            showing(repeated("(", count) + "1" + repeated(")", count) + repeated(" + -(-(1))", count))
        },
        Shape(name: "blocks", nests: true) { count in
            "shortcut \"Deep\" {\n" + repeated("if true {\n", count) + "show-result(1)\n" + repeated("}\n", count) + "}\n"
        },
        Shape(name: "else-if chain", nests: true) { count in
            "shortcut \"Deep\" {\n  if false { show-result(0) }" + repeated(" else if false { show-result(1) }", count) + "\n}\n"
        },
        Shape(name: "menus", nests: true) { count in
            "shortcut \"Deep\" {\n  show-result(" + repeated("menu \"m\" { \"a\" { ", count) + "1" + repeated(" } }", count) + ")\n}\n"
        },
        Shape(name: "list elements", nests: false) { showing("[" + repeated("1, ", $0) + "1]") },
        Shape(name: "template", nests: false) { showing("\"" + repeated("${s}", $0) + "\"") },
        Shape(name: "statements", nests: false) { count in
            "shortcut \"Long\" {\n  var n = 0\n" + repeated("  n += 1; show-result(n)\n", count) + "}\n"
        },
        Shape(name: "arguments on one line", nests: false) { showing("[" + (0..<$0).map { "k\($0): 1" }.joined(separator: ", ") + "]") },
    ]

    /// A count for a fuzz input: mostly around the nesting limit (both
    /// sides), sometimes far past it.
    public static func count<G: RandomNumberGenerator>(limit: Int, using generator: inout G) -> Int {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: Int.random(in: 0...20, using: &generator)
        case 1, 2: Int.random(in: max(0, limit - 10)...(limit + 10), using: &generator)
        default: Int.random(in: 1_000...4_000, using: &generator)
        }
    }
}
