/// A shortcut's variables while it runs, one value per slot of its graph.
///
/// The number of slots is fixed when the interpreter starts, so the values
/// live in one buffer allocated then. Unlike an array stored in the
/// interpreter (a class), reading or writing a slot here costs no dynamic
/// exclusivity check and no copy-on-write uniqueness test: in a loop of
/// arithmetic those were a large part of every pass. Indexes are still
/// checked; they come from the compiler, never from the user.
final class SlotStorage {
    private let base: UnsafeMutablePointer<RuntimeValue>
    let count: Int

    init(count: Int) {
        self.count = count
        base = .allocate(capacity: count)
        base.initialize(repeating: .nothing, count: count)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func contains(_ slot: Int) -> Bool { slot >= 0 && slot < count }

    subscript(slot: Int) -> RuntimeValue {
        @inline(__always) get {
            precondition(contains(slot), "slot \(slot) out of range")
            return base[slot]
        }
        @inline(__always) set {
            precondition(contains(slot), "slot \(slot) out of range")
            // An integer, a yes/no or nothing holds no references, so it can
            // be overwritten without destroying it first: a plain store,
            // where a general assignment goes through the enum's witness table.
            switch base[slot] {
            case .integer, .boolean, .nothing: (base + slot).initialize(to: newValue)
            default: base[slot] = newValue
            }
        }
    }

    /// The integer in a slot, read without copying the value (a copy of a
    /// `RuntimeValue` goes through its witness table); nil for anything else.
    @inline(__always) func integer(at slot: Int) -> Int? {
        guard contains(slot), case .integer(let number) = base[slot] else { return nil }
        return number
    }

    /// The value in a slot, or nothing for a slot the graph does not have.
    @inline(__always) func value(at slot: Int) -> RuntimeValue {
        contains(slot) ? base[slot] : .nothing
    }
}
