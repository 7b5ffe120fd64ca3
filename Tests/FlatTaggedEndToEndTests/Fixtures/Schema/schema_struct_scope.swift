// Shows: a struct's property types are names in the struct's scope: `Kind` and `Detail` in `Trip` are `Trip.Kind` and `Trip.Detail`, spelled so from the enum's scope (a nested schema enum described by its own definition, a nested struct as a $defs object).
import FlatTagged

// @FlatTagged(schema)
public enum Booking {
    case trip(Trip)
}

public struct Trip: Codable {
    // @FlatTagged(schema)
    public enum Kind {
        case train(line: String)
        case walk
    }

    public struct Detail: Codable {
        var seats: Int
    }

    var kind: Kind
    var detail: Detail?
    var alternatives: [Kind]
}
