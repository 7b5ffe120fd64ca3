import FlatTagged
import Foundation
import Testing

/// Enums declared in public and package extensions compile with their generated members and
/// round-trip; untagged cases named with backticks get `Kind` cases that compile.
@Suite("Access from extensions; untagged cases named with backticks")
struct ExtensionAccessAndUntaggedNameTests {
    @Test func enumsInPublicAndPackageExtensionsRoundTrip() throws {
        try expectRoundTrip(AccessNamespace.Event.opened(id: 1), #"{"type":"opened","id":1}"#)
        try expectRoundTrip(AccessNamespace.Event.closed, #"{"type":"closed"}"#)
        try expectRoundTrip(AccessNamespace.PublicEvent.opened(id: 2), #"{"type":"opened","id":2}"#)
        try expectRoundTrip(AccessNamespace.PackageValue.count(3), "3")
        try expectRoundTrip(AccessNamespace.PackageValue.name("n"), #""n""#)
        #expect(AccessNamespace.Event.closed.kind == .closed)
        #expect(AccessNamespace.PackageValue.Kind.allCases == [.count, .name])
        let values: [AccessNamespace.Event] = [.opened(id: 1), .closed]
        let data = try PropertyListEncoder().encode(values)
        #expect(try PropertyListDecoder().decode([AccessNamespace.Event].self, from: data) == values)
    }

    // After a type name, `Type`, `Protocol` and `self` mean the metatype even in backticks.
    func value(_ value: UntaggedBacktickedValue) -> UntaggedBacktickedValue { value }

    @Test func untaggedCasesNamedWithBackticksRoundTrip() throws {
        try expectRoundTrip(value(.`Type`(1)), "1")
        try expectRoundTrip(value(.`Protocol`("p")), #""p""#)
        try expectRoundTrip(value(.default(true)), "true")
        try expectRoundTrip(value(.`self`([1, 2])), "[1,2]")
        #expect(UntaggedBacktickedValue.Kind.allCases.map(\.rawValue) == ["Type", "Protocol", "default", "self"])
        #expect(value(.`Type`(1)).kind == .`Type`)
        #expect(value(.`Protocol`("p")).kind == .`Protocol`)
        let values: [UntaggedBacktickedValue] = [.`Type`(1), .`Protocol`("p"), .default(false), .`self`([3])]
        let data = try PropertyListEncoder().encode(values)
        #expect(try PropertyListDecoder().decode([UntaggedBacktickedValue].self, from: data) == values)
    }
}
