import FlatTagged

// Pending on structs2 (issue 34): a schema enum whose struct is declared in another file of the
// module (`Attendee.swift`), and a type of another file that describes itself (`Timestamp`). Today the generator reads only this file, warns at the case, and
// the build fails with warnings as errors, so Package.swift excludes this folder and
// Tests/RestAndSchemaTests/Pending. Once the plugin reads the module's structs, remove both
// excludes: the build must be warning-free and MeetingActionTests must pass.

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
