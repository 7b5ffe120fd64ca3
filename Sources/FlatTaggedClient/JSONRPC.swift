import FlatTagged
import Foundation

/// A JSON-RPC 2.0 id: a string or a number; the value's type chooses the case.
// @FlatTagged(untagged)
enum RPCID {
    case string(String)
    case number(Int)
}

struct RPCErrorObject: Codable {
    var code: Int
    var message: String
}

/// A tool's result, as a typed response expects it.
struct ToolResult: Codable {
    var content: [String]
}

/// A JSON-RPC 2.0 response: a result or an error, told apart by their keys.
// @FlatTagged(untagged)
enum RPCResponse {
    case success(id: RPCID, result: ToolResult)
    case failure(id: RPCID?, error: RPCErrorObject)
}

/// Prints a JSON-RPC response, then a malformed one and the error decoding it gives: the
/// result's own error at its path, where a chain of `try?` would say only that nothing matched.
func showJSONRPC() throws {
    try show(
        "JSON-RPC responses: untagged, the keys choose the case",
        #"[{"id":1,"result":{"content":["hi"]}},{"id":"b","error":{"code":-32601,"message":"Method not found"}}]"#,
        as: [RPCResponse].self)

    print("== A JSON-RPC response with a malformed result")
    let malformed = #"{"jsonrpc":"2.0","id":2,"result":{"content":"hi"}}"#
    print("in:  \(malformed)")
    do {
        _ = try decoder.decode(RPCResponse.self, from: Data(malformed.utf8))
    } catch let DecodingError.typeMismatch(_, context) {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        print("error at \(path): \(context.debugDescription)\n")
    }
}
