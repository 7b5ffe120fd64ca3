/// One leg of a route. Its `pace` is `Leg.Pace`, a name in the struct's scope.
public struct Leg: Codable {
    /// How fast.
    // @FlatTagged(schema)
    public enum Pace {
        case slow
        case fast(kmh: Int)
    }

    var from: String
    var pace: Pace?
}
