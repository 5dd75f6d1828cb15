import { EmptyPage } from '../../components/empty-page';

export default function QuizPage() {
  return <EmptyPage page="quiz" empty="gameDataNotAvailable" />;
}
