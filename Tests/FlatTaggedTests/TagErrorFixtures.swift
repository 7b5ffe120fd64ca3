import FlatTagged

// The enums the tag and case error tests decode. `TicketPriority`, the payload of
// `Ticket.urgent`, is declared in TagErrorTests.swift, where the generator can't see that it
// decodes from a single value.

/// GitHub's pull request webhook: labeled values, whose errors name the enum and the case.
// @FlatTagged(key: "action")
enum PullRequestEvent: Equatable, Sendable {
    case opened(number: Int)
    case synchronize(before: String, after: String)
}

/// A flat payload of a type declared in another file.
// @FlatTagged
enum Ticket: Equatable, Sendable {
    case urgent(TicketPriority)
    case note(text: String)
}
