import FlatTagged
import Foundation
import Testing

/// Families through a coder without `userInfo` (`StrictCoders.strictWithoutUserInfo`), with the
/// registry installed for the process (`FlatTaggedRegistry.bootstrap(_:)`).
///
/// Installing is once per process, and the other tests check what happens without a registry,
/// so the checks run in a child process: this test binary run again (on Linux,
/// `/proc/self/exe`) with `--filter StrictCoderRegistryTests/child` and
/// `FLATTAGGED_BOOTSTRAP_CHILD=1`; only `child()` runs there.
@Suite("Families through a coder without userInfo")
struct StrictCoderRegistryTests {
    static let variable = "FLATTAGGED_BOOTSTRAP_CHILD"
    static let environment = ProcessInfo.processInfo.environment

    #if os(Linux)
        @Test func familiesUseTheInstalledRegistry() throws {
            let child = try ChildProcess.run(
                filter: "StrictCoderRegistryTests/child", environment: [Self.variable: "1"])
            #expect(child.succeeded, "\(child.output.suffix(3000))")
            #expect(child.output.contains("bootstrap child: done"), "\(child.output.suffix(3000))")
        }
    #endif

    @Test(.enabled(if: environment[variable] != nil))
    func child() throws {
        let coder = StrictCoders.strictWithoutUserInfo
        let document = """
            {figure: [{type: circle, radius: 0.5}, {type: square, side: 2}], spare: [{type: square, side: 3}],
             sketch: [{type: circle, radius: 1.5}]}
            """
        // Before: the coder hands out no registry, and none is installed.
        #expect(FlatTaggedRegistry.installed == nil)
        #expect(throws: FlatTaggedConfigurationError.self) { try coder.decode(CoderDrawing.self, from: document) }

        try FlatTaggedRegistry.bootstrap(GeneratedFamilies.registry)
        #expect(FlatTaggedRegistry.installed != nil)
        let second = #expect(throws: FlatTaggedConfigurationError.self) {
            try FlatTaggedRegistry.bootstrap(FlatTaggedRegistry())
        }
        #expect(second?.message.contains("bootstrap(_:) was called twice") == true)

        // Decoding and encoding through the installed registry, as the closed enum does.
        let hand = try coder.decode(HandCoderDrawing.self, from: document)
        let drawing = try coder.decode(CoderDrawing.self, from: document)
        #expect(drawing.handWritten == hand)
        #expect(try coder.encodeTree(drawing).sortedKeys == coder.encodeTree(hand).sortedKeys)
        // The family subject of the promise suite too.
        let family = StrictCoderPromiseTests.Case(subject: .family, coder: coder)
        for input in StrictCoderPromiseTests.inputs(.family, coder) {
            try StrictCoderPromiseTests.roundTrip(Polymorphic<any PromiseSketch>.self, input: input, case: family)
        }

        // A registry in userInfo still comes first: an empty one has no family.
        let own = TextScalarCoder(mode: .strict, userInfo: [.flatTagged: FlatTaggedRegistry()])
        let error = #expect(throws: FlatTaggedConfigurationError.self) {
            try own.decode(CoderDrawing.self, from: document)
        }
        #expect(
            error?.message.contains("is not a registered FlatTagged family") == true, "\(String(describing: error))")
        print("bootstrap child: done")
    }
}
