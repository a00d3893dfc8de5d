import Components
import DesignSystem
import HeadlessUI
import NavigationKit

/// Wires the Report a problem screen: its router, view model and controller, once, here.
enum ReportProblemFactory {
    static func make(dependencies: ProfileDependencies, journey: any JourneyEnding, draft: String = "")
        -> ReportProblemViewController
    {
        let viewModel = ReportProblemViewModel(
            router: ReportProblemRouter(dependencies: dependencies, journey: journey),
            strings: LocalizedStrings(bundle: .module, language: dependencies.theme.language),
            draft: draft
        )
        return ReportProblemViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
