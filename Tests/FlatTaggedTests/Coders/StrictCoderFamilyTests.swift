import FlatTagged
import Foundation
import Testing

/// Families through the strict coders (`StrictCoders.all`) where a value makes only the calls a
/// hand-written `switch` makes: a content key, and an empty `@Polymorphic` array.
@Suite("Strict coders, families")
struct StrictCoderFamilyTests {
    @Test(arguments: StrictCoders.all)
    func contentFamiliesReadAsTheClosedEnumDoes(coder: TextScalarCoder) throws {
        // Was one superDecoder(forKey:)/superEncoder(forKey:) per value, which traps in
        // swift-extras-json and SwiftCBOR.
        let document = "{steps: [{op: 1, d: {to: 3}}, {op: 0, d: {}}, {op: 9, d: {to: 0}}], first: {op: 0, d: {}}}"
        let hand = try coder.decode(HandCoderProgram.self, from: document)
        let program = try coder.decode(CoderProgram.self, from: document)
        #expect(program.handWritten == hand)
        #expect(try coder.encodeTree(program).sortedKeys == coder.encodeTree(hand).sortedKeys)
    }

    @Test(arguments: StrictCoders.all)
    func anEmptyArrayPropertyReadsAsTheClosedEnumDoes(coder: TextScalarCoder) throws {
        // Was one superDecoder(forKey:) to find the registry for an empty array.
        let document = "{figure: [], spare: [], sketch: []}"
        let hand = try coder.decode(HandCoderDrawing.self, from: document)
        let drawing = try coder.decode(CoderDrawing.self, from: document)
        #expect(drawing.handWritten == hand)
        #expect(try coder.encodeTree(drawing).sortedKeys == coder.encodeTree(hand).sortedKeys)
    }

    @Test(arguments: StrictCoders.all)
    func anEmptyArrayStillNeedsTheFamilyRegistered(coder: TextScalarCoder) throws {
        var unregistered = coder
        unregistered.userInfo = [.flatTagged: FlatTaggedRegistry()]
        let error = #expect(throws: FlatTaggedConfigurationError.self) {
            try unregistered.decode(CoderDrawing.self, from: "{figure: [], sketch: []}")
        }
        #expect(
            error?.message.contains("is not a registered FlatTagged family") == true, "\(String(describing: error))")
    }
}
