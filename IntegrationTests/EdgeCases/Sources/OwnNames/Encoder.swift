/// The module's own protocol named like the standard library's.
protocol Encoder {
    func encode(_ value: Swift.Int) -> Swift.String
}
