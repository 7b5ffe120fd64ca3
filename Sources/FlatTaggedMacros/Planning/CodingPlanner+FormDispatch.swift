/// The planner's one switch over `WireForm` (`formPlanning(_:key:)`): what each form decides for
/// the enum as a whole, and how its cases are planned. Everything else in planning asks the value
/// it gives, and each form's rules are in its own file (`Forms/`); a new form is a new arm here,
/// which the compiler asks for.
extension CodingPlanner {
    /// What an enum's form decides before its cases are planned.
    struct FormPlanning {
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

    /// What `form`, with the discriminator key `key`, decides.
    static func formPlanning(_ form: WireForm, key: String) -> FormPlanning {
        switch form {
        case .flat:
            FormPlanning(keys: [key], cases: .tagged(.besideData))
        case .content(let contentKey):
            FormPlanning(keys: [key, contentKey], cases: .tagged(.aroundContent(ContentPlacement(key: contentKey))))
        case .external:
            // No discriminator key: an external enum's tags are keys of the runtime's own.
            FormPlanning(keys: [], cases: .tagged(.onlyKey))
        case .untagged:
            FormPlanning(keys: [], cases: .untagged)
        }
    }

    /// Applies the rules of the form's tags to the enum's case markers; true for integer tags.
    mutating func checkTags(of declaration: EnumDeclaration, marker: TypeMarker, cases: CaseForm) -> Bool {
        switch cases {
        case .tagged(.besideData), .tagged(.aroundContent): return checkTagKinds(declaration, marker: marker)
        case .tagged(.onlyKey):
            // An external tag is an object key, so it is a string.
            checkExternalCaseMarkers(declaration)
            return false
        case .untagged: return false
        }
    }

    /// The key another marked enum writes beside its data's keys, or nil where its tag stands
    /// elsewhere or it has none: the flat form's payload rules compare it with the enum's key.
    static func keyBesideData(of marker: TypeMarker) -> String? {
        guard case .tagged(.besideData) = formPlanning(marker.form, key: marker.key).cases else { return nil }
        return marker.key
    }
}
