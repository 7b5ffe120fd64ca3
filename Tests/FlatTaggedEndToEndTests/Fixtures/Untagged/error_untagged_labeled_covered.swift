// Shows: the errors for an untagged labeled case whose objects an earlier labeled case always takes.
import FlatTagged

// @FlatTagged(untagged)
enum Shape {
    case point(x: Int, y: Int)
    case point3(x: Int, y: Int, z: Int)
    case anything()
    case named(name: String)
}
