import Testing

@testable import FlatTaggedMacros

/// One type per wire form: the dispatch chooses it, and the members every form has ask it what
/// to write instead of asking which form it is.
@Suite("Emitting: one type per form")
struct FormEmitterTests {
    static func plan(_ form: WireForm) -> CodingPlan {
        var plan = ConformanceEmitterTests.signal
        plan.form = form
        return plan
    }

    @Test func theDispatchChoosesOneTypePerForm() {
        #expect(ConformanceEmitter.formEmitter(for: Self.plan(.flat)) is FlatFormEmitter)
        #expect(ConformanceEmitter.formEmitter(for: Self.plan(.content(key: "data"))) is ContentFormEmitter)
        #expect(ConformanceEmitter.formEmitter(for: Self.plan(.external)) is ExternalFormEmitter)
        #expect(ConformanceEmitter.formEmitter(for: Self.plan(.untagged)) is UntaggedFormEmitter)
        #expect(
            (ConformanceEmitter.formEmitter(for: Self.plan(.content(key: "data"))) as? ContentFormEmitter)?.key
                == "data")
    }

    @Test func eachFormNamesItsRuntimeProtocols() {
        #expect(FlatFormEmitter(plan: Self.plan(.flat)).protocolFamily == "FlatTagged.FlatTagged")
        #expect(ContentFormEmitter(plan: Self.plan(.flat), key: "data").protocolFamily == "FlatTagged.FlatTagged")
        #expect(ExternalFormEmitter(plan: Self.plan(.external)).protocolFamily == "FlatTagged.FlatTaggedExternal")
        #expect(UntaggedFormEmitter(plan: Self.plan(.untagged)).protocolFamily == "FlatTagged.FlatTaggedUntagged")
    }

    /// What a form writes about tags: `flatTagKey` only where the tag stands under a key,
    /// nothing at all without tags, where a kind's raw value is its case's name.
    @Test func aFormSaysWhatItWritesAboutTags() {
        func properties(_ form: some FormEmitter) -> String {
            var writer = CodeWriter()
            for member in form.tags.properties() { member(&writer) }
            return writer.text
        }
        #expect(properties(FlatFormEmitter(plan: Self.plan(.flat))).hasPrefix("/// The discriminator key.\n"))
        let external = properties(ExternalFormEmitter(plan: Self.plan(.external)))
        #expect(!external.contains("flatTagKey") && external.contains("static var flatTags"))
        let untagged = UntaggedFormEmitter(plan: Self.plan(.untagged))
        #expect(properties(untagged).isEmpty)
        #expect(untagged.tags.kindRawValue == "name")
        #expect(FlatFormEmitter(plan: Self.plan(.flat)).tags.kindRawValue == "primary tag")
        var deprecated = Self.plan(.untagged)
        deprecated.cases[1].isDeprecated = true
        #expect(!UntaggedFormEmitter(plan: deprecated).tags.usesDeprecatedCaseTags)
        deprecated.form = .flat
        #expect(FlatFormEmitter(plan: deprecated).tags.usesDeprecatedCaseTags)
    }

    /// A `flat` case of the content form stands beside its tag, and is coded as the flat form
    /// codes it.
    @Test func aFlatCaseOfTheContentFormIsCodedAsTheFlatFormCodesIt() {
        var plan = Self.plan(.content(key: "data"))
        let move = plan.cases[1]
        let flat = TaggedCasePlan(tag: "move", placement: .besideData)
        let content = TaggedCasePlan(tag: "move", placement: .aroundContent(ContentPlacement(key: "data")))
        plan.codingKeys = CodingKeyNaming.cases(for: ["type", "data", "x"])
        func encoding(_ tagged: TaggedCasePlan, _ form: some TaggedFormEmitter) -> String {
            var writer = CodeWriter()
            form.writeEncodeCase(move, tagged, into: &writer)
            return writer.text
        }
        let contentForm = ContentFormEmitter(plan: plan, key: "data")
        #expect(encoding(flat, contentForm) == encoding(flat, FlatFormEmitter(plan: plan)))
        #expect(encoding(content, contentForm).contains("nestedContainer(keyedBy: CodingKeys.self, forKey: .data)"))
    }
}
