// The privacy policy (LGPD, Lei 13.709/2018): what we collect, why, on which legal basis, for how
// long, with whom, and how a data subject exercises their rights. The data-protection mailbox is the
// launch settings' (company.ts privacyEmailOf).
import { PRIVACY_POLICY_VERSION } from '@funil/core/legal';
import { company } from '../company.ts';
import type { LegalText } from './legal-text.ts';

const controller = company.document ? `${company.name} (CNPJ ${company.document})` : company.name;

export const privacyPolicyOf = (privacyEmail: string): LegalText => ({
  title: 'Política de Privacidade',
  description:
    'Como tratamos seus dados pessoais: o que coletamos, para quê, com quem compartilhamos, por quanto tempo e como exercer seus direitos pela LGPD.',
  version: PRIVACY_POLICY_VERSION,
  intro: `Esta política explica como ${controller} trata os dados pessoais de quem visita este site, se cadastra nos nossos eventos ou compra nossos produtos, de acordo com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, a LGPD).`,
  sections: [
    {
      title: 'Quem é o controlador e como falar conosco',
      blocks: [
        `O controlador dos seus dados é ${controller}, responsável por este site e pelos eventos e produtos oferecidos nele.`,
        `Nosso canal de privacidade, que também atende como encarregado pelo tratamento de dados (DPO), é o e-mail ${privacyEmail}. Use-o para qualquer dúvida ou pedido sobre seus dados.`,
      ],
    },
    {
      title: 'Quais dados tratamos',
      blocks: [
        {
          list: [
            'Dados que você nos informa: nome, número de WhatsApp, nome de usuário do Instagram e, quando pedido, e-mail.',
            'Perfil público do Instagram: quando você informa seu usuário, consultamos os dados públicos do perfil (foto, nome, número de seguidores, seguindo e publicações, biografia e selo de verificação) para mostrar a prévia e preparar as dicas do diagnóstico.',
            'Dados de navegação: páginas visitadas, cliques, tempo em cada página, endereço de origem, parâmetros de campanha (UTM), tipo de dispositivo e navegador, endereço IP e os identificadores dos cookies de anúncios (_fbp e _fbc).',
            'Dados de compra: produto escolhido, forma de pagamento, valor, parcelas e situação do pagamento. Os dados do cartão são digitados diretamente no ambiente do provedor de pagamentos; nós nunca recebemos nem guardamos o número do cartão.',
          ],
        },
      ],
    },
    {
      title: 'Para que usamos seus dados e com qual base legal',
      blocks: [
        {
          list: [
            'Falar com você pelo WhatsApp sobre o evento em que se inscreveu, enviar lembretes, materiais e ofertas relacionadas — com base no seu consentimento (art. 7º, I), que você pode revogar a qualquer momento.',
            'Verificar seu Instagram e preparar o diagnóstico com dicas de crescimento que você pediu — com base no seu consentimento (art. 7º, I) e em procedimentos preliminares a pedido do titular (art. 7º, V).',
            'Medir o resultado dos nossos anúncios, compartilhando eventos de navegação e de compra com a Meta (Facebook e Instagram), o TikTok e o Google Analytics. Nome, e-mail e telefone são enviados apenas de forma cifrada (hash SHA-256), nunca em texto aberto — com base no seu consentimento (art. 7º, I), dado ao clicar em "Aceitar" no aviso de cookies. Sem essa resposta, nada é enviado; se você recusar, nem os pixels no seu navegador nem o nosso servidor enviam dados seus a essas plataformas, e uma mudança de escolha vale a partir dali.',
            'Processar pagamentos com o nosso provedor de pagamentos, confirmar a compra e liberar o acesso — para executar o contrato que você celebrou conosco (art. 7º, V).',
            'Cumprir obrigações legais e fiscais, como a emissão de documentos fiscais e a guarda de registros de acesso — com base no cumprimento de obrigação legal (art. 7º, II).',
            'Proteger o site contra fraudes e abusos, como cadastros automatizados — com base no legítimo interesse (art. 7º, IX) e na prevenção à fraude (art. 11, II, g, quando aplicável).',
          ],
        },
      ],
    },
    {
      title: 'Com quem compartilhamos',
      blocks: [
        {
          list: [
            'Meta Platforms (Facebook e Instagram), TikTok e Google (Google Analytics), para a medição de anúncios descrita acima.',
            'O provedor de pagamentos, para cobrar por PIX ou cartão e nos avisar da confirmação.',
            'Provedores de hospedagem e infraestrutura que guardam os dados em nosso nome, sob contrato e com obrigação de sigilo.',
            'Autoridades públicas, quando houver obrigação legal ou ordem judicial.',
          ],
        },
        'A Meta, o TikTok e o Google podem tratar dados fora do Brasil. Essas transferências internacionais seguem o art. 33 da LGPD, com cláusulas contratuais e garantias de proteção equivalentes. Não vendemos seus dados pessoais.',
      ],
    },
    {
      title: 'Por quanto tempo guardamos',
      blocks: [
        {
          list: [
            'Cadastros sem compra: até 24 meses após o último contato, ou até você revogar o consentimento ou pedir a eliminação, o que vier primeiro.',
            'Dados de compra: por 5 anos após a compra, prazo das obrigações fiscais e de defesa do consumidor.',
            'Registros de acesso ao site (IP, data e hora): por 6 meses, como exige o Marco Civil da Internet (Lei nº 12.965/2014, art. 15).',
            'Perfis do Instagram consultados: a cópia dos dados públicos é renovada a cada 24 horas e apagada junto com o seu cadastro.',
          ],
        },
        'Terminado o prazo, os dados são eliminados ou anonimizados, salvo quando a lei exigir a guarda por mais tempo.',
      ],
    },
    {
      title: 'Seus direitos',
      blocks: [
        'Pelo art. 18 da LGPD, você pode, a qualquer momento e de graça:',
        {
          list: [
            'confirmar se tratamos seus dados e ter acesso a eles;',
            'corrigir dados incompletos, inexatos ou desatualizados;',
            'pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;',
            'pedir a portabilidade dos seus dados a outro fornecedor;',
            'pedir a eliminação dos dados tratados com base no seu consentimento;',
            'saber com quais entidades compartilhamos seus dados;',
            'revogar o consentimento e saber as consequências de não o dar;',
            'opor-se a um tratamento feito com base no legítimo interesse;',
            'pedir a revisão de decisões tomadas apenas com base em tratamento automatizado (art. 20).',
          ],
        },
      ],
    },
    {
      title: 'Como exercer seus direitos',
      blocks: [
        `Envie seu pedido para ${privacyEmail} informando o número de WhatsApp usado no cadastro, para que possamos localizar seus dados e confirmar que o pedido é seu. Respondemos em até 15 dias (art. 19, II).`,
        'Para parar de receber mensagens no WhatsApp, basta responder "SAIR" a qualquer mensagem nossa. Se não ficar satisfeito com a nossa resposta, você pode peticionar à Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
    },
    {
      title: 'Cookies e armazenamento no navegador',
      blocks: [
        'Guardamos no seu navegador os dados do formulário (para você não perder o que digitou) e o identificador do seu cadastro por até 7 dias, a prévia do seu Instagram por 24 horas, se um aviso já foi mostrado nesta visita e a sua escolha no aviso de cookies. Os pixels da Meta, do TikTok e do Google Analytics só são carregados se você clicar em "Aceitar" nesse aviso; eles usam cookies (como _fbp e _fbc) para medir os anúncios. Você muda a sua escolha a qualquer momento em "Preferências de cookies", no rodapé, e pode apagar esses dados nas configurações do navegador.',
      ],
    },
    {
      title: 'Segurança',
      blocks: [
        'Usamos conexões cifradas (HTTPS), acesso restrito aos dados por pessoas autorizadas, senhas protegidas por algoritmos próprios para isso e registros de acesso. Se ocorrer um incidente de segurança que possa causar risco ou dano relevante, avisaremos você e a ANPD (art. 48).',
      ],
    },
    {
      title: 'Crianças e adolescentes',
      blocks: [
        'Nossos eventos e produtos são destinados a maiores de 18 anos. Não coletamos, de forma consciente, dados de crianças e adolescentes.',
      ],
    },
    {
      title: 'Alterações desta política',
      blocks: [
        'Podemos atualizar esta política. A versão em vigor é sempre a publicada nesta página, com a data abaixo; mudanças relevantes serão avisadas pelos nossos canais.',
      ],
    },
  ],
});
