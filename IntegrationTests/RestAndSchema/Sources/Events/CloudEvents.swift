import FlatTagged

/// A CloudEvents 1.0 event in its JSON format: the context attributes `specversion`, `id`,
/// `source`, `type` and optional ones, the `data`, and any number of extension attributes
/// (`traceparent`, `partitionkey`, …) beside them, which `rest:` keeps.
// @FlatTagged
public enum CloudEvent: Equatable, Sendable {
    // @FlatTag("com.github.pull_request.opened", rest: "extensions")
    case pullRequestOpened(
        specversion: String, id: String, source: String, subject: String?, time: String?,
        datacontenttype: String?, data: PullRequestData, extensions: [String: FlatTaggedValue])
    // @FlatTag("com.example.object.deleted.v2", aliases: ["com.example.object.deleted"], rest: "extensions")
    case objectDeleted(specversion: String, id: String, source: String, extensions: [String: FlatTaggedValue])
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

/// The data of a pull-request event.
public struct PullRequestData: Codable, Equatable, Sendable {
    /// The pull request's number.
    public var number: Int
    /// Its title.
    public var title: String

    /// Makes the data.
    public init(number: Int, title: String) {
        self.number = number
        self.title = title
    }
}
