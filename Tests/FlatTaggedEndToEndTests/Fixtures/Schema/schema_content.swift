// Shows: the content form's JSON Schema: integer tags, a flat case, an optional payload, standard types.
import FlatTagged
import Foundation

// The content form's schema: integer tags as integer consts, a `flat` case beside the tag, an
// optional payload, a case without values, URLs, UUIDs, dates and data.
// @FlatTagged(key: "op", content: "d", schema)
enum Gateway {
    // @FlatTag(0, flat)
    case dispatch(Event, s: Int)
    // @FlatTag(1, nulls: ["d"])
    case heartbeat(Int?)
    // @FlatTag(10, aliases: [11])
    case hello(heartbeatInterval: UInt16, at: Date, blob: Data)
    // @FlatTag(12)
    case resume
    // @FlatTag(13)
    case link(URL)
    // @FlatTag(14)
    case session(id: UUID)
}

// @FlatTagged(key: "t", content: "d", naming: .screamingSnakeCase, schema)
enum Event { case ready(version: Int); case messageCreate(text: String) }
