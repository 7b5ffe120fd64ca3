/// How many untagged values this thread is decoding inside one another: a recursive untagged
/// enum (`case a([Node])`, `case o([String: Node])`) at the 300th level of an array is 300 deep.
///
/// `Decoder` doesn't say how deep a value is without building its coding path, which costs time
/// quadratic in the depth. Generated code counts instead: `FlatTaggedUntaggedAttempts(decoder)`
/// enters a level and `leave()` returns to the one before, so that deep values can ask the decoder
/// what they hold instead of trying a case per JSON type and failing (see
/// ``FlatTaggedUntaggedAttempts``). The count is kept in the thread's `ThreadRecord`: decoding
/// never suspends, so a value is decoded on one thread from start to end. Without a record (no
/// threads' own storage), every value counts as shallow: deep values are decoded by trying their
/// cases, as everywhere else.
enum UntaggedNesting {
    /// The current thread's level: 0 outside any untagged value.
    static var level: Int {
        get { ThreadRecord.current()?.pointee.untaggedLevel ?? 0 }
        set { ThreadRecord.current()?.pointee.untaggedLevel = newValue }
    }

    /// The level from which a value asks the decoder what it holds: one failed try costs about
    /// 8.5 ns × depth² (its coding path), the question about 8 µs, as for `FlatTaggedValue`.
    static let askingLevel = 32
}
