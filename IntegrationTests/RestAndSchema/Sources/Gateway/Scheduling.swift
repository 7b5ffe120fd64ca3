import Events
import FlatTagged

/// What the gateway asks a model to schedule. `Timestamp` and `AssistantAction` are types of
/// another module (`Events`) that describe themselves: the generator can't read them, the
/// compiler checks that they conform to `FlatTaggedSchemaProviding`, and this target builds with
/// warnings as errors.
// @FlatTagged(schema, key: "op")
public enum ScheduleRequest: Equatable, Sendable {
    /// Remind at a time.
    case remind(at: Timestamp, note: String)
    /// Snooze until the first of some times, then maybe act.
    case snooze(until: [Timestamp], then: AssistantAction?)
}
