/// A payload shared by the enums of this target.
public struct Greeting: Codable, Equatable, Sendable {
    public var text: String
    public init(text: String) { self.text = text }
}
