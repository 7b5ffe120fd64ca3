/// The module's own error named like the standard library's: generated code must not mean it.
enum DecodingError: Error {
    case badInput
}
