#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The check that keeps nested data from overflowing the stack: called first by every generated
// `init(from:)` and `encode(to:)`, whatever the form, and by the runtime's own recursive types
// (`FlatTaggedValue`, `FlatTaggedUnknown`, family values). Where too little stack is left
// (`ThreadStack.reserve`), decoding throws `DecodingError.dataCorrupted` and encoding
// `EncodingError.invalidValue`, at the value's coding path, naming its depth: an error the
// caller can catch, where the stack running out would end the process. The depth is counted
// only then: a coding path costs its decoder time and stack linear in its length.

extension Decoder {
    /// Throws a `DecodingError` naming the depth if the current thread's stack has too little
    /// room left to decode one more level of nested data.
    @_spi(FlatTaggedGenerated)
    @inline(__always)
    public func flatTaggedCheckStack() throws {
        if !ThreadStack.hasRoom() { throw StackDepth.decodingError(self) }
    }
}

extension Encoder {
    /// Throws an `EncodingError` naming the depth if the current thread's stack has too little
    /// room left to encode `value`, one more level of nested data; the error's value is the
    /// name of `value`'s type.
    @_spi(FlatTaggedGenerated)
    @inline(__always)
    public func flatTaggedCheckStack<Value>(encoding value: Value) throws {
        if !ThreadStack.hasRoom() { throw StackDepth.encodingError(value, self) }
    }
}

/// The errors of data nested deeper than the stack allows.
enum StackDepth {
    /// The underlying error of a decoding error thrown for want of stack, by which code that
    /// collects errors on its way up (untagged cases) passes it on as it is, without reading any
    /// coding path for it on a stack that has little left.
    struct Exceeded: Error {}

    /// Whether `error` was thrown for want of stack.
    static func isExceeded(_ error: any Error) -> Bool {
        guard case DecodingError.dataCorrupted(let context) = error else { return false }
        return context.underlyingError is Exceeded
    }

    @inline(never)
    static func decodingError(_ decoder: any Decoder) -> DecodingError {
        let codingPath = ThreadStack.onLargeStack { decoder.codingPath }
        return .dataCorrupted(
            .init(
                codingPath: codingPath ?? [], debugDescription: description("decode", codingPath),
                underlyingError: Exceeded()))
    }

    @inline(never)
    static func encodingError<Value>(_ value: Value, _ encoder: any Encoder) -> EncodingError {
        let codingPath = ThreadStack.onLargeStack { encoder.codingPath }
        // The value's type, not the value: what is left of it is as deep as the stack was short,
        // and describing it (printing the error) would take as much stack again.
        return .invalidValue(
            String(describing: Value.self),
            .init(codingPath: codingPath ?? [], debugDescription: description("encode", codingPath)))
    }

    /// "nested 437 levels deep: too deep to decode on this thread, whose stack (512 KB) has less
    /// than 64 KB left; decode it on a thread with a larger stack". The coding path is read on a
    /// thread of its own: the decoder builds it by recursion, which needs stack in proportion to
    /// the depth, and this thread has little left.
    private static func description(_ verb: String, _ codingPath: [any CodingKey]?) -> String {
        let stack = ThreadStack.size().map { " (\($0 / 1024) KB)" } ?? ""
        let depth = codingPath.map { "nested \($0.count) levels deep" } ?? "nested too deep"
        return "\(depth): too deep to \(verb) on this thread, whose stack\(stack) has less than "
            + "\(ThreadStack.reserve / 1024) KB left; \(verb) it on a thread with a larger stack"
    }
}
