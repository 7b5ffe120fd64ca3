import Testing

@testable import FlatTaggedMacros

/// The content form's rules on a declaration model built in the test, not parsed: where each
/// case's data stands, what a payload under the content key must be, and the keys a flattened
/// payload may not write there.
@Suite("Planning, content form: rules on a built model")
struct ContentFormModelTests {
    typealias Model = DeclarationModels

    static func marker(labelNaming: TagNaming? = nil) -> TypeMarker {
        var marker = TypeMarker(location: Model.at(1, 4))
        marker.form = .content(key: "d")
        marker.key = "op"
        marker.labelNaming = labelNaming
        return marker
    }

    @Test func casesStandAroundTheContentKeyAndFlatCasesBesideTheTag() throws {
        var flat = TagMarker(location: Model.at(5, 4))
        flat.tag = .string("ready")
        flat.flatLocation = Model.at(5, 20)
        let declaration = Model.enumeration(
            "Gateway", marker: Self.marker(labelNaming: .snakeCase),
            cases: [
                Model.enumCase("hello", [Model.value("heartbeatInterval", "Int", line: 3)], line: 3),
                Model.enumCase("ping", nil, line: 4),
                Model.enumCase("ready", [Model.value("sessionID", "String", line: 6)], marker: flat, line: 6),
            ])
        let (plans, diagnostics) = CodingPlanner.plan(Model.file([declaration]), sourcePath: nil)
        #expect(diagnostics.map(Reported.init) == [])
        let plan = try #require(plans.first)
        #expect(
            plan.cases.map(\.tagged?.placement) == [
                .aroundContent(ContentPlacement(key: "d")), .aroundContent(ContentPlacement(key: "d")), .besideData,
            ])
        guard case .labeled(let values) = plan.cases[0].payload else {
            Issue.record("hello has labeled values")
            return
        }
        #expect(values.map(\.key) == ["heartbeat_interval"])
        #expect(plan.codingKeys.map(\.rawValue).sorted() == ["d", "heartbeat_interval", "op", "session_id"])
    }

    @Test func aPayloadAloneFitsAndBesideLabelsMustBeAnObject() {
        let declaration = Model.enumeration("Event", marker: Self.marker(), cases: [])
        let payload = Model.value(nil, "Int", line: 3)
        let enumCase = Model.enumCase("count", [payload, Model.value("at", "Double", line: 3, column: 21)], line: 3)
        var planner = CodingPlanner(file: Model.file([declaration]))
        let fitsAlone = planner.checkContentSinglePayload(
            payload, of: enumCase, in: declaration, placement: .underContentKey("d"), besideLabels: false)
        #expect(fitsAlone)
        #expect(planner.diagnostics.isEmpty)
        let fitsBesideLabels = planner.checkContentSinglePayload(
            payload, of: enumCase, in: declaration, placement: .underContentKey("d"), besideLabels: true)
        #expect(!fitsBesideLabels)
        #expect(
            planner.diagnostics.map(\.id) == [
                Messages.flatPayloadIsNotKeyed(caseName: "", type: "", besideLabels: nil, fix: "").id
            ])
        #expect(planner.diagnostics.map(\.location) == [Model.at(3, 16)])
    }

    /// Under the content key no tag stands: a payload's key is checked against the labels only;
    /// beside the tag (a `flat` case), against the discriminator too.
    @Test func aFlattenedPayloadMayNotWriteALabelsKeyOrTheDiscriminatorBesideIt() {
        let block = Model.structure("Block", [("op", "Int"), ("text", "String")])
        let declaration = Model.enumeration("Gateway", marker: Self.marker(), cases: [])
        let structs = DeclaredStructs([Model.file([], structs: [block])])
        let payload = Model.value(nil, "Block", line: 3)
        let labels = [
            LabeledValue(
                label: "text", key: "text", binding: "text", defaultValue: nil, isOptional: false, line: 3)
        ]
        let enumCase = Model.enumCase("message", [payload], line: 3)
        var planner = CodingPlanner(file: Model.file([declaration]), structs: structs)
        let fitsUnderContent = planner.checkFlattenedPayloadKeys(
            payload, labels: labels, of: enumCase, in: declaration, placement: .underContentKey("d"))
        #expect(!fitsUnderContent)
        #expect(
            planner.diagnostics.map(Reported.init) == [
                Messages.flattenedPayloadKeyIsLabelKey(
                    caseName: "message", type: "Block", property: "text", key: "text", label: "text"
                ).at(3, 16)
            ])
        var besideTag = CodingPlanner(file: Model.file([declaration]), structs: structs)
        let fitsBesideTag = besideTag.checkFlattenedPayloadKeys(
            payload, labels: [], of: enumCase, in: declaration, placement: .besideTag(key: "op", contentKey: "d"))
        #expect(!fitsBesideTag)
        #expect(
            besideTag.diagnostics.map(Reported.init) == [
                Messages.flattenedPayloadKeyIsDiscriminator(
                    caseName: "message", type: "Block", property: "op", key: "op"
                )
                .at(3, 16)
            ])
    }
}
