import Components
import DesignSystem
import HeadlessUI
import NavigationKit

/// Wires the Report a problem screen: its router, view model and controller, once, here.
enum ReportProblemFactory {
    static func make(
        theme: Theme, sessionStore: any ProfileSessionStoring, router: Router, journey: any JourneyEnding
    ) -> ReportProblemViewController {
        let viewModel = ReportProblemViewModel(
            router: ReportProblemRouter(theme: theme, sessionStore: sessionStore, router: router, journey: journey),
            strings: LocalizedStrings(bundle: .module, language: theme.language)
        )
        return ReportProblemViewController(viewModel: viewModel, components: Components(theme: theme))
    }
}
