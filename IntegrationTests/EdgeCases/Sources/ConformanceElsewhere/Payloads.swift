public struct TextMessage: Codable, Hashable, Sendable {
    public var text: String
    public init(text: String) { self.text = text }
}
