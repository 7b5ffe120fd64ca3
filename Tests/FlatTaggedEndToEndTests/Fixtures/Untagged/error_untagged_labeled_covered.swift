import FlatTagged

// @FlatTagged(untagged)
enum Shape {
    case point(x: Int, y: Int)
    case point3(x: Int, y: Int, z: Int)
    case anything()
    case named(name: String)
}
