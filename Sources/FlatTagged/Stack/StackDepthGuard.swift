#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The check that keeps nested data from overflowing the stack: called first by every generated
// `init(from:)` and `encode(to:)`, whatever the form, and by the runtime's own recursive types
// (`FlatTaggedValue`, `FlatTaggedUnknown`, family values). Where too little stack is left
// (`ThreadStack.reserve`), decoding throws `DecodingError.dataCorrupted` and encoding
// `EncodingError.invalidValue`, at the value's coding path, naming its depth, with a
// `FlatTaggedDepthError` as the underlying error: an error the caller can catch, where the stack
// running out would end the process. The depth is counted only then, and on a thread of its own:
// a coding path costs its decoder time and stack linear in its length.

extension Decoder {
    /// Throws a `DecodingError` naming the depth and `type` if the current thread's stack has
    /// too little room left to decode one more level of nested data: what every generated
    /// `init(from:)` calls first, with `Self.self`.
    @_spi(FlatTaggedGenerated)
    @inline(__always)
    public func flatTaggedCheckStack<Value>(decoding type: Value.Type) throws {
        if !ThreadStack.hasRoom() { throw StackDepth.decodingError(self, typeName: StackDepth.typeName(type)) }
    }

    /// Throws a `DecodingError` naming the depth and `typeName` (a family's name) if the
    /// current thread's stack has too little room left to decode one more level.
    @inline(__always)
    func flatTaggedCheckStack(decodingNamed typeName: String) throws {
        if !ThreadStack.hasRoom() { throw StackDepth.decodingError(self, typeName: typeName) }
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

    /// Throws an `EncodingError` naming the depth and `typeName` (a family's name) if the
    /// current thread's stack has too little room left to encode one more level.
    @inline(__always)
    func flatTaggedCheckStack(encodingNamed typeName: String) throws {
        if !ThreadStack.hasRoom() { throw StackDepth.encodingError(typeName: typeName, self) }
    }
}

/// The errors of data nested deeper than the stack allows, whose underlying error is a
/// ``FlatTaggedDepthError``.
enum StackDepth {
    /// Whether `error` was thrown for want of stack.
    static func isExceeded(_ error: any Error) -> Bool {
        guard case DecodingError.dataCorrupted(let context) = error else { return false }
        return context.underlyingError is FlatTaggedDepthError
    }

    @inline(never)
    static func decodingError(_ decoder: any Decoder, typeName: String?) -> DecodingError {
        let codingPath = ThreadStack.onLargeStack { decoder.codingPath }
        let error = FlatTaggedDepthError(
            direction: .decoding, depth: codingPath?.count, typeName: typeName, stackSize: ThreadStack.size())
        return .dataCorrupted(
            .init(codingPath: codingPath ?? [], debugDescription: error.description, underlyingError: error))
    }

    @inline(never)
    static func encodingError<Value>(_ value: Value, _ encoder: any Encoder) -> EncodingError {
        encodingError(typeName: typeName(Value.self), encoder)
    }

    @inline(never)
    static func encodingError(typeName: String, _ encoder: any Encoder) -> EncodingError {
        let codingPath = ThreadStack.onLargeStack { encoder.codingPath }
        let error = FlatTaggedDepthError(
            direction: .encoding, depth: codingPath?.count, typeName: typeName, stackSize: ThreadStack.size())
        // The value's type, not the value: what is left of it is as deep as the stack was short,
        // and describing it (printing the error) would take as much stack again.
        return .invalidValue(
            error.typeName ?? "",
            .init(codingPath: codingPath ?? [], debugDescription: error.description, underlyingError: error))
    }

    /// `type`'s name as messages write it: without its module (`Outer.Inner`, not
    /// `App.Outer.Inner`).
    static func typeName(_ type: Any.Type) -> String {
        let name = String(reflecting: type)
        guard let dot = name.firstIndex(of: "."), name[..<dot].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return name }
        return String(name[name.index(after: dot)...])
    }
}
