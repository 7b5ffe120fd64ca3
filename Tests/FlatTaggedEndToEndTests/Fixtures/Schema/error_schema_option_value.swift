// Shows: `schema:` takes only `.acceptingOmissions`; another value, or `schema` given twice, is a located error.
import FlatTagged

// @FlatTagged(schema: .ignoringOmissions)
enum Misspelled {
    case plain(text: String)
}

// @FlatTagged(schema: true)
enum NotAValue {
    case plain(text: String)
}

// @FlatTagged(schema, schema: .acceptingOmissions)
enum Twice {
    case plain(text: String)
}
