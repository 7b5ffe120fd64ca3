import FlatTagged

/// GitHub's webhook payloads of the `pull_request` event: the action under `"action"`, the
/// objects beside it. Everything else GitHub sends (`installation`, `organization`,
/// `enterprise`, fields added later) is kept in `rest:` and forwarded.
// @FlatTagged(key: "action", labelNaming: .snakeCase)
public enum PullRequestWebhook: Equatable, Sendable {
    // @FlatTag(rest: "rest")
    case opened(
        number: Int, pullRequest: PullRequest, repository: Repository, sender: User, rest: [String: FlatTaggedValue])
    // @FlatTag(keys: ["headSHA": "after"], rest: "rest")
    case synchronize(
        number: Int, before: String, headSHA: String, pullRequest: PullRequest, repository: Repository,
        sender: User, rest: [String: FlatTaggedValue])
    // @FlatTag(rest: "rest")
    case labeled(number: Int, label: Label, pullRequest: PullRequest, rest: [String: FlatTaggedValue])
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

/// A pull request, as far as this app reads it.
public struct PullRequest: Codable, Equatable, Sendable {
    /// Its number.
    public var number: Int
    /// Its title.
    public var title: String
    /// Whether it is a draft.
    public var draft: Bool
}

/// A repository.
public struct Repository: Codable, Equatable, Sendable {
    /// The numeric id.
    public var id: Int
    /// `owner/name`.
    public var fullName: String

    enum CodingKeys: String, CodingKey {
        case id
        case fullName = "full_name"
    }
}

/// A user.
public struct User: Codable, Equatable, Sendable {
    /// The login.
    public var login: String
    /// The numeric id.
    public var id: Int
}

/// A label.
public struct Label: Codable, Equatable, Sendable {
    /// The label's name.
    public var name: String
    /// Its colour, hex.
    public var color: String
}
