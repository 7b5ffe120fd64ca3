import FlatTagged

/// A JSON-RPC 2.0 message, untagged: a request has an `id` and a `method`, a notification a
/// `method` and no `id`, a response a `result` or an `error`. `"jsonrpc":"2.0"` travels in
/// `rest`.
// @FlatTagged(untagged)
public enum RPCMessage: Equatable, Sendable {
    // @FlatTag(when: ["id", "method"], rest: "rest")
    case request(id: Int, method: String, params: FlatTaggedValue?, rest: [String: FlatTaggedValue])
    // @FlatTag(when: "method", unless: "id", rest: "rest")
    case notification(method: String, params: FlatTaggedValue?, rest: [String: FlatTaggedValue])
    // @FlatTag(when: "result", rest: "rest")
    case result(id: Int, result: FlatTaggedValue, rest: [String: FlatTaggedValue])
    /// A failure's `id` is `null` when the request's couldn't be read: written, not omitted.
    // @FlatTag(when: "error", nulls: ["id"], rest: "rest")
    case failure(id: Int?, error: RPCError, rest: [String: FlatTaggedValue])
}

/// A JSON-RPC error object.
public struct RPCError: Codable, Equatable, Sendable {
    /// The error code.
    public var code: Int
    /// A short description.
    public var message: String
}

/// DynamoDB-like attribute updates in the external form: `{"put": {"value": …, …}}`; the
/// object under the tag keeps what it doesn't declare.
// @FlatTagged(external, labelNaming: .pascalCase)
public enum AttributeAction: Equatable, Sendable {
    // @FlatTag(rest: "other")
    case put(value: String, returnValues: String?, other: [String: FlatTaggedValue])
    case delete
}
