/// The module's own protocol named like the standard library's.
protocol Decoder {
    func decode(_ text: Swift.String) -> Swift.Int
}
