import FlatTagged

public struct Post: Codable, Equatable, Sendable {
    public var title: Swift.String
    public var body: Swift.String?
    public init(title: Swift.String, body: Swift.String? = nil) {
        self.title = title
        self.body = body
    }
}
