/// Someone invited to a meeting: a struct in a file of its own, as most codebases put them.
public struct Attendee: Codable, Equatable, Sendable {
    /// Their email address.
    public var email: String
    /// Their name, when known.
    public var name: String?

    enum CodingKeys: String, CodingKey {
        case email = "email_address"
        case name
    }

    /// Makes an attendee.
    public init(email: String, name: String?) {
        self.email = email
        self.name = name
    }
}
