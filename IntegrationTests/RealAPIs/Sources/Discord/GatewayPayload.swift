import FlatTagged

/// A message of Discord's gateway: the opcode under `"op"`, its data under `"d"`; dispatches
/// (opcode 0) also carry the event name `"t"` and the sequence number `"s"` beside `"d"`.
///
/// ```json
/// {"op":10,"d":{"heartbeat_interval":41250}}
/// {"op":0,"t":"MESSAGE_CREATE","s":42,"d":{…}}
/// {"op":1,"d":null}
/// ```
// @FlatTagged(key: "op", content: "d", labelNaming: .snakeCase)
public enum GatewayPayload: Equatable, Sendable {
    /// An event: the event's `t` and `d` beside the sequence number `s`.
    // @FlatTag(0, flat)
    case dispatch(DispatchEvent, s: Int)
    /// The last sequence number received, `null` before the first.
    // @FlatTag(1, nulls: ["d"])
    case heartbeat(Int?)
    /// The server asks the client to reconnect; `"d"` is always `null`.
    // @FlatTag(7, nulls: ["d"])
    case reconnect(Never?)
    /// The session is invalid; `d` says whether it may be resumed.
    // @FlatTag(9)
    case invalidSession(Bool)
    /// Sent on connection: how often to send heartbeats, in milliseconds.
    // @FlatTag(10)
    case hello(heartbeatInterval: Int)
    /// The server received a heartbeat.
    // @FlatTag(11)
    case heartbeatAck
}

/// The events of opcode 0, by name under `"t"`, their data under `"d"`.
// @FlatTagged(key: "t", content: "d", naming: .screamingSnakeCase)
public enum DispatchEvent: Equatable, Sendable {
    case ready(Ready)
    case messageCreate(Message)
}
