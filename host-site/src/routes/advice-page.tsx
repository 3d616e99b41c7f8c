// '/conselho': practical advice for starting with AI, ending in the free call and the program.
import { Link } from 'react-router';
import { CardList } from '../components/card-list.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { program } from '../content/program.ts';

const advice = [
  {
    title: 'Comece pela tarefa, não pela ferramenta',
    text: 'Liste o que você repete toda semana: responder as mesmas perguntas, escrever posts, montar orçamentos. A ferramenta certa aparece depois.',
  },
  {
    title: 'Dê contexto como daria a um funcionário novo',
    text: 'Quem é seu cliente, qual o tom da sua marca, um exemplo do resultado que você quer. Sem isso, qualquer IA responde genérico.',
  },
  {
    title: 'Revise antes de publicar ou enviar',
    text: 'A IA erra com segurança. Use-a para o primeiro rascunho e para ganhar tempo, e mantenha a decisão final com você.',
  },
  {
    title: 'Proteja os dados dos seus clientes',
    text: 'Não cole dados pessoais ou sensíveis em ferramentas públicas. A LGPD vale também quando quem processa é uma IA.',
  },
  {
    title: 'Meça o tempo economizado',
    text: 'Anote quanto tempo uma tarefa levava e quanto leva agora. É esse número que diz onde investir a próxima hora.',
  },
];

export default function AdvicePage() {
  return (
    <main className="page advice">
      <PageMeta
        title="Um conselho antes de começar com IA no seu negócio"
        description="Cinco conselhos práticos para usar inteligência artificial no seu negócio sem perder tempo nem dinheiro."
      />
      <p className="kicker">Conselho</p>
      <h1>Antes de começar com IA no seu negócio, leia isto</h1>
      <p className="lead">
        Cinco conselhos que repetimos para todo empreendedor que nos pergunta por onde começar. Nenhum depende
        de ferramenta paga.
      </p>
      <CardList items={advice} headingLevel={2} />
      <section className="panel" aria-labelledby="advice-next-title">
        <h2 id="advice-next-title">Quer ajuda para aplicar?</h2>
        <p>
          No {program.name} você aplica cada um desses conselhos no seu negócio, com exemplos prontos para
          adaptar.
        </p>
        <div className="actions">
          <Link className="cta" to={program.pricingPath()}>
            Conhecer o {program.name}
          </Link>
          <Link className="cta cta--secondary" to="/materialcomplementar">
            Ver as ferramentas recomendadas
          </Link>
        </div>
      </section>
    </main>
  );
}
