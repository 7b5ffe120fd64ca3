/// The kind of a value as the data holds it: JSON's six kinds, and the two that property lists
/// add (`date`, `data`).
///
/// The runtime's one list of kinds: ``DecoderKindProbe`` answers with it, `FlatTaggedValue`
/// decodes by it, a decoder's type-mismatch text is read into it (`TypeMismatchDescription`), and
/// errors say what they found with it. Generated code sees JSON's six as
/// `FlatTaggedUntaggedAttempts.ValueKind`, its public face.
enum JSONKind: Sendable, Hashable {
    case null, string, number, bool, object, array, date, data

    /// How a message names a value of this kind: `a number`, `an object`, `null`.
    var described: String {
        switch self {
        case .null: "null"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .object: "an object"
        case .array: "an array"
        case .date: "a date"
        case .data: "data"
        }
    }
}

extension FlatTaggedValue {
    /// The kind of this value: every number, whatever its Swift type, is a `number`.
    var kind: JSONKind {
        switch self {
        case .null: .null
        case .bool: .bool
        case .int, .uint, .double: .number
        case .string: .string
        case .date: .date
        case .data: .data
        case .array: .array
        case .object: .object
        }
    }
}

extension FlatTaggedUntaggedAttempts.ValueKind {
    /// `kind` as generated code asks it; `nil` for the kinds JSON doesn't have.
    init?(_ kind: JSONKind) {
        switch kind {
        case .null: self = .null
        case .string: self = .string
        case .number: self = .number
        case .bool: self = .boolean
        case .object: self = .object
        case .array: self = .array
        case .date, .data: return nil
        }
    }
}

extension JSONKind {
    /// The kind generated code asked about.
    init(_ kind: FlatTaggedUntaggedAttempts.ValueKind) {
        switch kind {
        case .null: self = .null
        case .string: self = .string
        case .boolean: self = .bool
        case .number: self = .number
        case .array: self = .array
        case .object: self = .object
        }
    }
}
