/// The planner's one switch over `WireForm`: what each form decides for the enum as a whole, and
/// how its cases are planned. Each arm calls the form's own rules (`Forms/`); a new form is a new
/// arm here, which the compiler asks for.
extension CodingPlanner {
    /// What an enum's form decides before its cases are planned.
    struct FormPlanning {
        /// True for integer tags: every tag and alias is the decimal text of an `Int`.
        var integerTags: Bool
        /// The keys of the form itself, first among the `CodingKeys`: the discriminator key and
        /// the content key, where the form has them.
        var keys: [String]
        /// How the form's cases are planned.
        var cases: CaseForm
    }

    /// How a form's cases are planned: by their tags, or by the shapes of their values.
    enum CaseForm {
        /// Tagged cases, whose tags stand so relative to their data (a `flat` case of the
        /// content form stands beside its data instead).
        case tagged(TagPlacement)
        /// Untagged cases, each a candidate for the values of its shape.
        case untagged
    }

    /// Applies the rules of `form` to the enum as a whole and says how its cases are planned.
    mutating func planForm(_ form: WireForm, of declaration: EnumDeclaration, marker: FlatTaggedMarker)
        -> FormPlanning
    {
        switch form {
        case .flat:
            FormPlanning(
                integerTags: checkTagKinds(declaration, marker: marker), keys: [marker.key],
                cases: .tagged(.besideData))
        case .content(let key):
            FormPlanning(
                integerTags: checkTagKinds(declaration, marker: marker), keys: [marker.key, key],
                cases: .tagged(.aroundContent(ContentPlacement(key: key))))
        case .external:
            // No discriminator key: an external enum's tags are keys of the runtime's own.
            FormPlanning(integerTags: checkExternalEnum(declaration), keys: [], cases: .tagged(.onlyKey))
        case .untagged:
            FormPlanning(integerTags: false, keys: [], cases: .untagged)
        }
    }
}
