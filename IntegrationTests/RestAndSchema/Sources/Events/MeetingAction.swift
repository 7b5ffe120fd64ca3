import FlatTagged

// A schema enum whose struct is declared in another file of the module (`Attendee.swift`), and a
// type of another file that describes itself (`Timestamp`): the build plugin's struct summary
// lets the generator see both, so the build has no warning even with warnings as errors.

/// What a scheduling assistant may do with a meeting.
// @FlatTagged(schema, naming: .snakeCase)
public enum MeetingAction: Equatable, Sendable {
    /// Invite someone.
    case invite(Attendee)
    /// Invite several people at once.
    case inviteAll(attendees: [Attendee], message: String?)
    /// Move the meeting: `Timestamp` (Reminders.swift) adopts FlatTaggedSchemaProviding in its
    /// own file, which the generator must see to describe it without a warning.
    case reschedule(at: Timestamp)
}
