import FlatTagged

/// A JSON-RPC 2.0 request id (also MCP's `RequestId`): a string or a number.
// @FlatTagged(untagged)
public enum ID: Hashable, Sendable {
    case string(String)
    case number(Int)
}

/// A JSON-RPC 2.0 error object.
public struct RPCError: Codable, Equatable, Sendable {
    public var code: Int
    public var message: String
    public var data: FlatTaggedValue?

    public init(code: Int, message: String, data: FlatTaggedValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }
}

/// A JSON-RPC 2.0 response: a result or an error, told apart by their keys. A failure may lack
/// an id (a parse error has none).
// @FlatTagged(untagged)
public enum Response<Result: Codable & Equatable & Sendable>: Equatable, Sendable {
    case success(jsonrpc: String, id: ID, result: Result)
    case failure(jsonrpc: String, id: ID?, error: RPCError)
}

/// MCP's `tools/call` result, the `Result` of a typed response.
public struct CallToolResult: Codable, Equatable, Sendable {
    public var content: [ToolContent]
    public var isError: Bool?

    public init(content: [ToolContent], isError: Bool? = nil) {
        self.content = content
        self.isError = isError
    }
}

/// One block of a tool's output: MCP tags these with `type`, so this one is flat.
// @FlatTagged
public enum ToolContent: Equatable, Sendable {
    case text(text: String)
    case image(data: String, mimeType: String)
}

/// A JSON-RPC 2.0 message a server receives: a request, or a notification, which the
/// specification defines as "a Request object without an `id` member". `unless:` says so, so a
/// request whose id is malformed fails as a request instead of becoming a notification that
/// drops the id (the server would never reply).
// @FlatTagged(untagged)
public enum IncomingMessage: Equatable, Sendable {
    // @FlatTag(when: ["method", "id"])
    case request(jsonrpc: String, id: ID, method: String, params: FlatTaggedValue?)
    // @FlatTag(when: "method", unless: "id")
    case notification(jsonrpc: String, method: String, params: FlatTaggedValue?)
}
