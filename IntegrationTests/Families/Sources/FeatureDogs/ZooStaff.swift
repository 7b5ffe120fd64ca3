import Core
import FlatTagged

extension Script {
    /// A member nested in a type of another module: the module list names it `Script.Whistle`,
    /// so it repeats this file's `import Core`.
    // @FlatTag(4)
    public struct Whistle: Command, Equatable {
        public var times: Int
        public init(times: Int) { self.times = times }
    }
}
