/// The module's own error named like the standard library's: generated code must not mean it.
struct EncodingError: Error {
    var reason: Swift.String
}
