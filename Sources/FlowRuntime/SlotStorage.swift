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
            base[slot] = newValue
        }
    }

    /// The value in a slot, or nothing for a slot the graph does not have.
    @inline(__always) func value(at slot: Int) -> RuntimeValue {
        contains(slot) ? base[slot] : .nothing
    }
}
