// Shows: the untagged form with labelNaming:, keys: and nulls:, whose mapped keys every rule uses.
// The untagged form with labelNaming:, keys: and nulls:: the required keys, the `when:` keys and
// the unreachable-case rules use the mapped keys.

import FlatTagged

// @FlatTagged(untagged, labelNaming: .snakeCase)
enum RPCMessage {
    // @FlatTag(keys: ["requestID": "id"], nulls: ["errorData"])
    case failure(requestID: Int, errorCode: Int, errorData: String?)
    // @FlatTag(when: "json_rpc")
    case success(jsonRPC: String, resultValue: Int)
    case notification(methodName: String, requestID: Int?)
}
