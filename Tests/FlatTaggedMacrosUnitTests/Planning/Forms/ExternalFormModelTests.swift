import Testing

@testable import FlatTaggedMacros

/// The external form's rules on a declaration model built in the test, not parsed: the tag is
/// the object's only key, so integer tags, integer aliases and `missing` are errors, and any
/// payload fits.
@Suite("Planning, external form: rules on a built model")
struct ExternalFormModelTests {
    typealias Model = DeclarationModels

    static var marker: TypeMarker {
        var marker = TypeMarker(location: Model.at(1, 4))
        marker.form = .external
        return marker
    }

    @Test func integerTagsIntegerAliasesAndMissingAreReportedWhereTheyStand() {
        var integerTag = TagMarker(location: Model.at(3, 4))
        integerTag.tag = .integer(2)
        integerTag.tagLocation = Model.at(3, 14)
        var integerAlias = TagMarker(location: Model.at(5, 4))
        integerAlias.tag = .string("b")
        integerAlias.aliases = [.string("bee"), .integer(7)]
        integerAlias.aliasLocations = [Model.at(5, 25), Model.at(5, 32)]
        var missing = TagMarker(location: Model.at(7, 4))
        missing.isMissing = true
        let declaration = Model.enumeration(
            "Event", marker: Self.marker,
            cases: [
                Model.enumCase("a", nil, marker: integerTag, line: 4),
                Model.enumCase("b", nil, marker: integerAlias, line: 6),
                Model.enumCase("c", nil, marker: missing, line: 8),
            ])
        var planner = CodingPlanner(file: Model.file([declaration]))
        planner.checkExternalCaseMarkers(declaration)
        #expect(
            planner.diagnostics.map(Reported.init) == [
                Messages.integerTagInExternalForm("a").at(3, 14),
                Messages.integerAliasInExternalForm("b").at(5, 32),
                Messages.missingInExternalForm("c").at(7, 4),
            ])
    }

    @Test func everyCaseHasItsTagAsTheOnlyKeyAndAnyPayloadFits() throws {
        let declaration = Model.enumeration(
            "Event", marker: Self.marker,
            cases: [
                Model.enumCase("count", [Model.value(nil, "Int", line: 3)], line: 3),
                Model.enumCase("move", [Model.value("x", "Int", line: 4), Model.value("y", "Int?", line: 4)], line: 4),
                Model.enumCase("ping", nil, line: 5),
            ])
        let (plans, diagnostics) = CodingPlanner.plan(Model.file([declaration]), sourcePath: nil)
        #expect(diagnostics.map(Reported.init) == [])
        let plan = try #require(plans.first)
        #expect(plan.cases.map(\.tagged?.placement) == [.onlyKey, .onlyKey, .onlyKey])
        #expect(plan.cases[0].payload == .single(isOptional: false, line: 3))
        guard case .labeled(let values) = plan.cases[1].payload else {
            Issue.record("move has labeled values")
            return
        }
        #expect(values.map(\.key) == ["x", "y"])
        #expect(values.map(\.isOptional) == [false, true])
    }

    /// Beside labels an unlabeled payload can't be flattened: nothing would say where its keys end.
    @Test func aPayloadBesideLabelsIsRefused() {
        let declaration = Model.enumeration(
            "Event", marker: Self.marker,
            cases: [
                Model.enumCase(
                    "pair", [Model.value(nil, "Point", line: 3), Model.value("at", "Int", line: 3)], line: 3)
            ])
        let (plans, diagnostics) = CodingPlanner.plan(Model.file([declaration]), sourcePath: nil)
        #expect(plans.isEmpty)
        #expect(diagnostics.map(Reported.init) == [Messages.unlabeledValue(caseName: "pair").at(3, 16)])
    }
}
