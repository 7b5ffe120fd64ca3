// Shows: markers inside strings, block comments and regexes are not markers; the one after them is.
func literals() {
let a = "// @FlatTagged"
let b = """
    // @FlatTagged
    enum NotReal { case x }
    """
let c = #"// @FlatTagged \(not) "quoted" } {"#
let d = ##"""
    "# still inside "## } {
    """##
let e = "interpolation \("nested \(1 + (2 * 3)) string") with } brace"
let f = #/// @FlatTagged/#
let g = /[{"]+/
/* block /* nested // @FlatTagged */ still comment enum Fake { case y } */
let h = 10 / 2 / 1
let i = #"""#  // a single-line raw string holding one quote, not a multi-line opener
let `enum` = 1
_ = (a, b, c, d, e, f, g, h, i, `enum`)
}
func struct_(_ x: Int) -> Int { x.self }

// @FlatTagged
enum Real {
    case text(value: String = "} { // \" case fake")
    case other(value: [String: Int] = ["a": 1, "b": 2])
}

// Keywords as argument labels declare nothing; closures in default values are followed.
func drop(enum name: String, struct other: Int) {}

// @FlatTagged
enum Commands {
    case query(
        text: String,
        limit: Int = [1, 2].reduce(0, +),
        offset: Int)
}
