import Components
import DesignSystem
import HeadlessUI
import NavigationKit

/// Wires the Send report? screen: its router, view model and controller, once, here.
enum SendReportFactory {
    static func make(
        dependencies: ProfileDependencies, journey: any JourneyEnding, message: String
    ) -> SendReportViewController {
        let viewModel = SendReportViewModel(
            message: message, sessionStore: dependencies.sessionStore, router: SendReportRouter(journey: journey),
            strings: LocalizedStrings(bundle: .module, language: dependencies.theme.language))
        return SendReportViewController(viewModel: viewModel, components: Components(theme: dependencies.theme))
    }
}
