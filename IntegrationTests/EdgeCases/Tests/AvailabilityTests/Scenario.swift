/// Code that names a deprecated declaration warns unless it is deprecated itself, and calling
/// a deprecated function warns too. A deprecated witness of a requirement that is not
/// deprecated, called through a generic, is silent: that is how these tests use `OldMessage`
/// and `Notice.legacy` under `-warnings-as-errors` without hiding a warning FlatTagged causes.
protocol Scenario {
    static func run() throws
}

func run<S: Scenario>(_: S.Type) throws {
    try S.run()
}
