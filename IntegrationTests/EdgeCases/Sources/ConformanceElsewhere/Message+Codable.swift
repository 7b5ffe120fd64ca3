/// The conformance declared in another file: the generated one must not clash with it.
extension Message: Codable {}
